import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FilterIcon } from '@dating/shared-kit';
import { Button, Modal, VisuallyHidden } from '@dating/shared-kit/ui';
import { useWideLayout } from '../../../hooks/use-wide-layout';
import { searchMessages } from '../search-messages';
import type { SearchFilters as Filters } from '../state/search-state';
import { filterSummary } from './filter-summary';
import { SearchFilterForm } from './search-filter-form';

const ChipRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const SummaryButton = styled(Button)`
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  /* Country names are long in some languages: the summary wraps instead of widening the page. */
  white-space: normal;
  overflow-wrap: break-word;
  text-align: start;
`;

interface SearchFiltersProps {
  value: Filters;
  onApply: (filters: Filters) => void;
}

/**
 * The search filters: from 992 px an inline row of controls; on smaller screens a chip with the applied
 * filters ("Vrouwen · 25–40 jaar") that opens the form in a sheet (the kit Modal below 576 px).
 */
export function SearchFilters({ value, onApply }: SearchFiltersProps) {
  const intl = useIntl();
  const wide = useWideLayout();
  const [open, setOpen] = useState(false);
  if (wide) return <SearchFilterForm layout="inline" value={value} onApply={onApply} />;
  const summary = filterSummary(intl, value);
  return (
    <ChipRow>
      {/* A pill button rather than the kit Chip: the Chip is a toggle (aria-pressed), this opens a dialog. */}
      <SummaryButton variant="secondary" icon={<FilterIcon size={20} />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">{summary}</span>
        <VisuallyHidden>{intl.formatMessage(searchMessages.editFilters, { summary })}</VisuallyHidden>
      </SummaryButton>
      {/* The Modal hands the focus back to the chip when it closes. */}
      <Modal open={open} onClose={() => setOpen(false)} title={intl.formatMessage(searchMessages.filtersLabel)}>
        <SearchFilterForm
          layout="sheet"
          value={value}
          onApply={(filters) => {
            setOpen(false);
            onApply(filters);
          }}
        />
      </Modal>
    </ChipRow>
  );
}
