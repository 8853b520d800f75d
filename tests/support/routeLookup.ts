// The app's route lookup (its route tables and page registry: which pages are built) for the navigation's stories,
// which as a feature cannot reach the app; tests and stories may.
export { routeLookup } from '../../app/shell/ShellNavigation';
