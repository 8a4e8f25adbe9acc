import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckIcon, CloseIcon } from '@dating/shared-kit';
import { visuallyHiddenCss } from '@dating/shared-kit/ui';
import { premiumMessages } from '../messages';
import { premiumBenefits } from './premium-page';

/** Whether a plan has a feature: an icon and the word, never the colour or the icon alone (DESIGN 7). */
function Mark({ included }: { included: boolean }) {
  const intl = useIntl();
  return (
    <MarkBox $included={included}>
      {included ? <CheckIcon size={20} /> : <CloseIcon size={20} />}
      {intl.formatMessage(included ? premiumMessages.included : premiumMessages.notIncluded)}
    </MarkBox>
  );
}

/**
 * Free against Premium. Wider than 576 px it is a three-column table; on a phone each feature's name takes
 * a whole line with Free and Premium side by side under it, so the words fit at 320 px in every language
 * ("søgeresultaterne", "Inbegriffen") without breaking. The roles are spelled out because a table drawn as a
 * grid loses its table semantics in some browsers.
 */
export function CompareTable() {
  const intl = useIntl();
  const rows = [
    { label: intl.formatMessage(premiumMessages.featureSearch), free: true },
    ...premiumBenefits.map((benefit) => ({ label: intl.formatMessage(benefit), free: false })),
  ];
  return (
    <Table role="table">
      <Caption>{intl.formatMessage(premiumMessages.compareTitle)}</Caption>
      <thead role="rowgroup">
        <tr role="row">
          <FeatureHead role="columnheader" scope="col">
            {intl.formatMessage(premiumMessages.feature)}
          </FeatureHead>
          <th role="columnheader" scope="col">
            {intl.formatMessage(premiumMessages.free)}
          </th>
          <th role="columnheader" scope="col">
            {intl.formatMessage(premiumMessages.premium)}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr role="row" key={row.label}>
            <th role="rowheader" scope="row">
              {row.label}
            </th>
            <td role="cell">
              <Mark included={row.free} />
            </td>
            <td role="cell">
              <Mark included />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const phone = ({ theme }: { theme: { breakpoints: { sm: number } } }) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.smPlus} ${theme.space.md}`};
    text-align: start;
    vertical-align: top;
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${phone} {
    thead tr,
    tbody tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    }
    tbody th {
      grid-column: 1 / -1;
      padding-bottom: 0;
    }
  }
`;

const Caption = styled.caption`
  text-align: start;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

/** On a phone the feature names head their own lines, so the column head would only take room. */
const FeatureHead = styled.th`
  ${phone} {
    ${visuallyHiddenCss}
  }
`;

const MarkBox = styled.span<{ $included: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $included }) => ($included ? theme.colors.success : theme.colors.muted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
  }
`;
