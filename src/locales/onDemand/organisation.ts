/** The organisation screens' messages, added when one of those screens loads. */
import enUS from '../en-US/organisation';
import idID from '../id-ID/organisation';
import ptBR from '../pt-BR/organisation';
import zhCN from '../zh-CN/organisation';
import zhTW from '../zh-TW/organisation';
import { registerCatalogues } from './register';

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR, 'id-ID': idID };

registerCatalogues(catalogues);
