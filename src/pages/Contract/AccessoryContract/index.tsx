import TemplateTable from '../components/TemplateTable';

/** Accessory agreements (confidentiality, social insurance...) signed with a principal contract. */
export default () => <TemplateTable kind="accessory" />;
