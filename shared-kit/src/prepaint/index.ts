export { hasPrepaint, releasePrepaint, releasePrepaintWhenLoaded, PREPAINT_ID, PREPAINT_STYLE_ATTRIBUTE } from './release-prepaint';
export { usePrepaintRelease } from './use-prepaint-release';
