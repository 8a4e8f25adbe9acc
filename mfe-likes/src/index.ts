// The async boundary: shared singletons (React, the store, the kit) must be negotiated before any app code runs.
import('./bootstrap');
