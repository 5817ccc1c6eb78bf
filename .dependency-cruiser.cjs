/**
 * Package boundaries, checked by `pnpm lint` (dependency-cruiser):
 *  - no import cycles anywhere;
 *  - the API depends on no UI package and no React; core (rules, messages, contract) on neither;
 *  - the remotes never import each other, and the shell imports no remote's code (it reads their
 *    route lists at run time and loads their screens through Module Federation);
 *  - shared-ui imports no app (shell or remote), and its sub-entries reach its singletons through its main entry;
 *  - a feature (`<app>/src/features/<name>/`) is imported by another feature only through its
 *    public `index.ts` (the app's `routes.ts` mounts screens directly, one lazy chunk each).
 */
const UI_PACKAGES = '^(shared-ui|shell|storefront-mfe|admin-mfe)/';
const REACT = 'node_modules/(react|react-dom|react-router|react-router-dom|react-i18next|notistack|zustand)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and modules hard to move.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-no-ui',
      severity: 'error',
      comment: 'The API depends on core, never on a UI package.',
      from: { path: '^api/' },
      to: { path: UI_PACKAGES },
    },
    { name: 'api-no-react', severity: 'error', from: { path: '^api/' }, to: { path: REACT } },
    {
      name: 'core-no-ui',
      severity: 'error',
      comment: 'core is React-free: the API and every frontend use it.',
      from: { path: '^core/' },
      to: { path: [UI_PACKAGES, REACT] },
    },
    { name: 'storefront-not-admin', severity: 'error', from: { path: '^storefront-mfe/' }, to: { path: '^admin-mfe/' } },
    { name: 'admin-not-storefront', severity: 'error', from: { path: '^admin-mfe/' }, to: { path: '^storefront-mfe/' } },
    {
      name: 'shell-no-remote-code',
      severity: 'error',
      comment: 'The shell reads route lists and loads screens at run time; it imports no remote code.',
      from: { path: '^shell/' },
      to: { path: '^(storefront-mfe|admin-mfe)/' },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment: "Another feature's internals are its own: import the feature's public index.ts instead.",
      from: { path: '^([^/]+/src/features)/([^/]+)/' },
      to: { path: '^$1/', pathNot: ['^$1/$2/', '^$1/[^/]+/index\\.tsx?$'] },
    },
    { name: 'shared-ui-no-app', severity: 'error', from: { path: '^shared-ui/' }, to: { path: '^(shell|storefront-mfe|admin-mfe)/' } },
    {
      name: 'shared-ui-singletons-through-its-entry',
      severity: 'error',
      comment:
        "shared-ui's sub-entries (shared-ui/orders, /forms, /catalog, /back-office, /dialogs) are bundled apart from its main entry: they reach the i18next instance, the query client, the session and the stores through 'shared-ui', never relatively (a second i18next instance takes over react-i18next and the language toggle stops switching the screens).",
      from: {
        path: '^shared-ui/src/(orders|forms|catalog|back-office)/|^shared-ui/src/components/dialogs\\.ts$',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: '^shared-ui/src/(i18n|stores|session|data)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
