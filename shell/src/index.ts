import { catchPaintedTaps } from './features/prepaint/painted-taps';

// Before anything else loads: a tap on the painted page is held for the app from the first moment it runs.
catchPaintedTaps();
// The async boundary: shared singletons (React, the store, the kit) must be negotiated before any app code runs.
import('./bootstrap');
