import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetRegionsQuery, useGetSettingsQuery } from '@dating/shared-kit';
import { Button, Select, TextField } from '@dating/shared-kit/ui';
import { searchMessages } from '../search-messages';
import type { SearchFilters as Filters } from '../state/search-state';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Checks the age range the way the API does, so a wrong range never leaves the form. */
export function ageError(filters: Pick<Filters, 'min_age' | 'max_age'>): 'range' | 'order' | null {
  const valid = (age: number) => Number.isInteger(age) && age >= 18 && age <= 99;
  if (!valid(filters.min_age) || !valid(filters.max_age)) return 'range';
  return filters.min_age > filters.max_age ? 'order' : null;
}

interface SearchFiltersProps {
  value: Filters;
  onApply: (filters: Filters) => void;
}

/** The filter form of the member search: gender, country, region and age range. */
export function SearchFilters({ value, onApply }: SearchFiltersProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(value);
  const { data: settings } = useGetSettingsQuery();
  const { data: regions } = useGetRegionsQuery(draft.country || undefined, { skip: !draft.country });
  const error = ageError(draft);
  const update = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) onApply(draft);
  };
  return (
    <Form role="search" aria-label={intl.formatMessage(searchMessages.filtersLabel)} onSubmit={submit} noValidate>
      <Select label={intl.formatMessage(searchMessages.gender)} value={draft.gender} onChange={(event) => update({ gender: event.target.value as Filters['gender'] })}>
        <option value="">{intl.formatMessage(searchMessages.genderAll)}</option>
        <option value="female">{intl.formatMessage(searchMessages.genderFemale)}</option>
        <option value="male">{intl.formatMessage(searchMessages.genderMale)}</option>
      </Select>
      <Select label={intl.formatMessage(searchMessages.country)} value={draft.country} onChange={(event) => update({ country: event.target.value, countryregion: '' })}>
        <option value="">{intl.formatMessage(searchMessages.countryAll)}</option>
        {(settings?.countries ?? []).map((code) => (
          <option key={code} value={code}>
            {intl.formatDisplayName(code, { type: 'region' }) ?? code}
          </option>
        ))}
      </Select>
      <Select
        label={intl.formatMessage(searchMessages.region)}
        value={draft.countryregion}
        disabled={!draft.country}
        onChange={(event) => update({ countryregion: event.target.value })}
      >
        <option value="">{intl.formatMessage(searchMessages.regionAll)}</option>
        {(regions?.regions ?? []).map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </Select>
      <TextField
        label={intl.formatMessage(searchMessages.minAge)}
        type="number"
        min={18}
        max={99}
        value={Number.isNaN(draft.min_age) ? '' : draft.min_age}
        onChange={(event) => update({ min_age: event.target.valueAsNumber })}
        error={error ? intl.formatMessage(error === 'order' ? searchMessages.ageOrder : searchMessages.ageRange) : undefined}
      />
      <TextField
        label={intl.formatMessage(searchMessages.maxAge)}
        type="number"
        min={18}
        max={99}
        value={Number.isNaN(draft.max_age) ? '' : draft.max_age}
        onChange={(event) => update({ max_age: event.target.valueAsNumber })}
      />
      <Button type="submit" variant="primary" disabled={error !== null}>
        {intl.formatMessage(searchMessages.submit)}
      </Button>
    </Form>
  );
}
