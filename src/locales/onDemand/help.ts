/** The help centre's messages, added when the FAQ or the manual loads. */
import enUS from '../en-US/help';
import idID from '../id-ID/help';
import ptBR from '../pt-BR/help';
import zhCN from '../zh-CN/help';
import zhTW from '../zh-TW/help';
import { registerCatalogues } from './register';

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR, 'id-ID': idID };

registerCatalogues(catalogues);
