// Web push in the browser: what the apps that subscribe a member to pushes share.
export { applicationServerKey } from './application-server-key';
