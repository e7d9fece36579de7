/**
 * The route table: the declarative truth for navigation (docs/product.md, "Screens and routes").
 * `name` is the menu i18n key (`menu.<parent>.<name>`, or `locale` where given), `access` a permission of `common/access.ts`,
 * `icon` an @ant-design/icons name. Every component loads on demand.
 *
 * URLs and keys the spec fixes that the code names after the domain instead (the rows stay where
 * the spec's menu order puts them):
 * - `/advanceSend`, menu `advanceSend`, access `preSign`: scheduled sends (src/pages/ScheduledSends);
 * - `/signApply/record`, menu `record`: the sign records (src/pages/SignRecords);
 * - `/contract/principleContract`: the principal contracts (src/pages/Contract/PrincipalContract).
 */
export default [
  // Top level, not under a /user parent: a parent without a page is one more chunk to wait for.
  { path: '/user/login', name: 'login', layout: false, component: './User/Login' },
  // Public pages outside the shell, opened without a session (src/app.tsx, PUBLIC_PATHS): the employee's signing link, verification,
  // and the workers' own page (a worker session of its own, by mobile and texted code).
  { path: '/signing/:token', layout: false, component: './Signing' },
  { path: '/verify', layout: false, component: './Verify' },
  { path: '/my', layout: false, component: './My' },
  {
    path: '/account',
    hideInMenu: true,
    routes: [
      { path: '/account', redirect: '/account/settings' },
      { path: '/account/settings', name: 'settings', component: './Account/Settings' },
      // Any other key opens the settings section of that name (base, security, binding, notification).
      { path: '/account/:key', component: './Account/Settings' },
    ],
  },
  { path: '/home', name: 'home', icon: 'bank', component: './Home' },
  { path: '/company', name: 'company', icon: 'bank', access: 'isAdminOrCompany', component: './Company' },
  { path: '/company/:id', hideInMenu: true, access: 'isAdminOrCompany', component: './Company/Detail' },
  {
    path: '/contract',
    name: 'group',
    // Both groups are named `group` (docs/product.md, "Screens and routes"); `locale` gives each its own menu title.
    locale: 'menu.contract',
    icon: 'file',
    access: 'viewContract',
    routes: [
      { path: '/contract', redirect: '/contract/principleContract' },
      { path: '/contract/principleContract', name: 'principleContract', access: 'viewContract', component: './Contract/PrincipalContract' },
      { path: '/contract/AccessoryContract', name: 'accessoryContract', access: 'viewContract', component: './Contract/AccessoryContract' },
      { path: '/contract/helper', name: 'helper', access: 'viewContract', component: './Contract/FieldHelps' },
      // Contract text-field settings: reached from a template row, not from the menu.
      { path: '/contract/setting', hideInMenu: true, access: 'viewContract', component: './Contract/Fields' },
    ],
  },
  { path: '/employee', name: 'employee', icon: 'team', access: 'viewEmployee', component: './Employee' },
  { path: '/sign', name: 'sign', icon: 'solution', access: 'viewSign', component: './Sign' },
  { path: '/sign/:id', hideInMenu: true, access: 'viewSign', component: './Sign/Detail' },
  { path: '/advanceSend', name: 'advanceSend', icon: 'send', access: 'preSign', component: './ScheduledSends' },
  { path: '/preventionList', name: 'preventionList', icon: 'userDelete', access: 'isAdmin', component: './PreventionList' },
  { path: '/outbox', name: 'outbox', icon: 'mail', access: 'isAdmin', component: './Outbox' },
  { path: '/signApply/record', name: 'record', icon: 'profile', access: 'viewSignRecord', component: './SignRecords' },
  {
    path: '/helpCenter',
    name: 'group',
    locale: 'menu.helpCenter',
    icon: 'file',
    routes: [
      { path: '/helpCenter', redirect: '/helpCenter/FAQ' },
      { path: '/helpCenter/FAQ', name: 'FAQ', component: './HelpCenter/FAQ' },
      { path: '/helpCenter/manual', name: 'manual', component: './HelpCenter/Manual' },
    ],
  },
  { path: '/batchSign', name: 'batchSign', icon: 'audit', access: 'batchSign', component: './BatchSign' },
  { path: '/sealApproval', name: 'sealApproval', icon: 'safetyCertificate', access: 'sealApproval', component: './SealApproval' },
  { path: '/stats', name: 'stats', icon: 'barChart', access: 'isAdminOrCompany', component: './Stats' },
  { path: '/exception', hideInMenu: true, component: './Exception' },
  { path: '/403', hideInMenu: true, component: './403' },
  { path: '/', redirect: '/employee' },
  { path: '/index.html', redirect: '/employee' },
  { path: '*', component: './404' },
];
