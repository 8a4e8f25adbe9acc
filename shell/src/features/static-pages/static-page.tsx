import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PageFrame } from '@dating/shared-kit';
import { Spinner } from '@dating/shared-kit/ui';
import { pageSections, type PageSection } from './page-sections';
import type { StaticPageName } from './static-page-names';
import { usePageValues } from './use-page-values';

const Text = styled.div`
  max-width: 46rem;
  line-height: ${({ theme }) => theme.lineHeights.body};

  h2 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Version = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Question = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.sm} 0;

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type Format = (id: string) => ReactNode;

function SectionBody({ section, format }: { section: PageSection; format: Format }) {
  return (
    <>
      {section.paragraphs.map((id) => (
        <p key={id}>{format(id)}</p>
      ))}
      {section.items.length > 0 && (
        <ul>
          {section.items.map((id) => (
            <li key={id}>{format(id)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * One static page (terms, privacy, cookies, ban, faq, return-policy, service): its texts come from the
 * static pages' catalogue, filled with the site's settings and company info. Text only, never raw HTML:
 * the only markup a translation may carry are the <email> and <phone> link tags.
 */
export function StaticPage({ page }: { page: StaticPageName }) {
  const intl = useIntl();
  const { loading, values, termsDate } = usePageValues();
  const sections = useMemo(() => pageSections(intl.messages, page), [intl.messages, page]);
  const format: Format = (id) =>
    intl.formatMessage(
      { id },
      {
        ...values,
        email: (chunks: ReactNode[]) => <a href={`mailto:${values.support_email}`}>{chunks}</a>,
        phone: (chunks: ReactNode[]) => <a href={`tel:${values.support_phone}`}>{chunks}</a>,
      },
    );
  return (
    <PageFrame app="shell" routeId={`pages-${page}`} title={intl.formatMessage({ id: `shell.pages.${page}.title` })}>
      {loading ? (
        <Spinner />
      ) : (
        <Text data-page={page}>
          {page === 'terms' && (
            <Version data-testid="terms-version">
              <FormattedMessage
                id="shell.pages.common.version"
                values={{
                  date: (
                    <time dateTime={termsDate.toISOString()}>{intl.formatDate(termsDate, { dateStyle: 'long', timeZone: 'UTC' })}</time>
                  ),
                }}
              />
            </Version>
          )}
          <p>{format(`shell.pages.${page}.intro`)}</p>
          {sections.map((section) =>
            page === 'faq' ? (
              <Question key={section.heading}>
                <summary>{format(section.heading)}</summary>
                <SectionBody section={section} format={format} />
              </Question>
            ) : (
              <section key={section.heading}>
                <h2>{format(section.heading)}</h2>
                <SectionBody section={section} format={format} />
              </section>
            ),
          )}
        </Text>
      )}
    </PageFrame>
  );
}
