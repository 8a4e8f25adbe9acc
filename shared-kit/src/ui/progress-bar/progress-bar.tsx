import { useIntl } from 'react-intl';
import { kitMessages } from '../kit-messages';
import { Fill, Track } from './styles';
import type { ProgressBarProps } from './types';

/** Determinate (with `value`) or indeterminate progress bar; `thin` pins it to the top of the page. */
export function ProgressBar({ value, max = 100, thin = false, label, ...rest }: ProgressBarProps) {
  const intl = useIntl();
  const indeterminate = value === undefined;
  const now = indeterminate ? undefined : Math.min(Math.max(value, 0), max);
  const fallback = intl.formatMessage(thin ? kitMessages.progressPageLoading : kitMessages.progressLabel);
  return (
    <Track
      role="progressbar"
      aria-label={label ?? (rest['aria-labelledby'] ? undefined : fallback)}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
      $thin={thin}
      {...rest}
    >
      {/* Width as inline style: a class per percentage would flood the stylesheet. */}
      <Fill $indeterminate={indeterminate} style={now === undefined ? undefined : { width: `${(now / max) * 100}%` }} />
    </Track>
  );
}
