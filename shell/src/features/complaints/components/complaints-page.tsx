export { ShellPage as ComplaintsPage } from '../../pages/shell-page';
