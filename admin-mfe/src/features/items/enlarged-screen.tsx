import { EnlargedView } from 'shared-ui/catalog';
import { FIRST_LIST_PATH } from './paths';

/** The enlarged view of the admin catalogue's pictures (the same overlay as the storefront's). */
export default function EnlargedScreen() {
  return <EnlargedView fallbackPath={FIRST_LIST_PATH} />;
}
