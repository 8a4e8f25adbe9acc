export { hasPrepaint, releasePrepaint, releasePrepaintWhenLoaded, PREPAINT_ID, PREPAINT_STYLE_ATTRIBUTE } from './release-prepaint';
export { usePrepaintRelease, usePrepaintReleaseWhen } from './use-prepaint-release';
export { isPaintedMemberPath, isPaintedPath } from './painted-paths';
