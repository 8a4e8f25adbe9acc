import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMessageById, useGetInterestsQuery } from '@dating/shared-kit';
import { profileMessages } from '../messages';
import { Fieldset, Small } from './styles';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chip = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

interface InterestChipsProps {
  value: readonly string[];
  onChange: (interests: string[]) => void;
  error?: string;
}

/** Interests (interests.php) as toggle buttons: aria-pressed says which are chosen. */
export function InterestChips({ value, onChange, error }: InterestChipsProps) {
  const intl = useIntl();
  const { data } = useGetInterestsQuery();
  const interests = data?.interests ?? [];
  const toggle = (slug: string) =>
    onChange(
      value.includes(slug)
        ? value.filter((item) => item !== slug)
        : interests.map((item) => item.slug).filter((item) => item === slug || value.includes(item)),
    );
  return (
    <Fieldset aria-describedby="interests-hint">
      <legend>{intl.formatMessage(profileMessages.interests)}</legend>
      <Small id="interests-hint">{intl.formatMessage(profileMessages.interestsHint)}</Small>
      <Chips>
        {interests.map(({ slug }) => (
          <li key={slug}>
            <Chip type="button" aria-pressed={value.includes(slug)} onClick={() => toggle(slug)}>
              {formatMessageById(intl, profileMessages.interest(slug).id)}
            </Chip>
          </li>
        ))}
      </Chips>
      {error && <Small role="alert">{error}</Small>}
    </Fieldset>
  );
}
