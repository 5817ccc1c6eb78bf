import { EnlargedView } from 'shared-ui/catalog';
import { FIRST_LIST_PATH } from './paths';

/** The enlarged view (spec §2), back to the first category when no list was opened before. */
export default function EnlargedScreen() {
  return <EnlargedView fallbackPath={FIRST_LIST_PATH} />;
}
