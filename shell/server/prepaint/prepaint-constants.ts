/** As shared-kit/federation/create-prepaint-config.ts writes it (without its slash) into painted URLs. */
export const PREPAINT_PUBLIC_PATH_TOKEN = '__PREPAINT_PUBLIC_PATH__';
