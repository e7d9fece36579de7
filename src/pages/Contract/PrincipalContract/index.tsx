import TemplateTable from '../components/TemplateTable';

/** Principal contracts (labour contracts) and the accessory agreements that go with each. */
export default () => <TemplateTable kind="principal" />;
