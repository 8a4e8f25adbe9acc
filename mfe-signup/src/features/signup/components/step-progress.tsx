import { useIntl } from 'react-intl';
import { flowMessages } from '../../../shared/flow-messages';
import { Segment, Segments } from './signup-styles';

export const stepCount = 5;

/** "Step 2 of 5" with 5 amber segments (DESIGN); `step` counts from 0. */
export function StepProgress({ step }: { step: number }) {
  const intl = useIntl();
  const label = intl.formatMessage(flowMessages.progress, { step: step + 1, total: stepCount });
  return (
    <div>
      <p aria-live="polite">{label}</p>
      <Segments aria-hidden="true">
        {Array.from({ length: stepCount }, (_, index) => (
          <Segment key={index} $done={index <= step} />
        ))}
      </Segments>
    </div>
  );
}
