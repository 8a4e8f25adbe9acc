import { useIntl } from 'react-intl';
import styled from 'styled-components';

export interface ProgressRingProps {
  /** 0 to 100. */
  percent: number;
  /** What is measured ("Maak je profiel compleet"): the progress bar's accessible name. */
  label: string;
  /** The whole sentence screen readers get as the value ("Je profiel is voor 50 % klaar."). */
  valueText: string;
}

const size = 96;
const stroke = 8;
const radius = (size - stroke) / 2;
const circumference = 2 * Math.PI * radius;

const Ring = styled.div`
  position: relative;
  width: ${size}px;
  height: ${size}px;
  flex: none;
  svg { display: block; transform: rotate(-90deg); }
`;

const Track = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.border};
`;

const Arc = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.primary};
  stroke-linecap: round;
  transition: stroke-dashoffset ${({ theme }) => theme.durations.slow} ${({ theme }) => theme.easings.enter};
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Figure = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * DESIGN 4 "Activation done": profile completeness as a ring with the percentage in its middle. A
 * progressbar for assistive technology (name, value 0-100 and the sentence as its text); the drawing is
 * decoration, the figure in the middle is the same value for the eye.
 */
export function ProgressRing({ percent, label, valueText }: ProgressRingProps) {
  const intl = useIntl();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <Ring role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={valueText}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <Track cx={size / 2} cy={size / 2} r={radius} strokeWidth={stroke} />
        {value > 0 && (
          <Arc
            data-part="arc"
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={stroke}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - value / 100)}
          />
        )}
      </svg>
      <Figure aria-hidden="true">{intl.formatNumber(value / 100, { style: 'percent' })}</Figure>
    </Ring>
  );
}
