import type { HTMLAttributes } from 'react';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;
