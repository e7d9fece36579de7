/** The signing screens' messages, added when one of those screens loads. */
import enUS from '../en-US/sign';
import idID from '../id-ID/sign';
import ptBR from '../pt-BR/sign';
import zhCN from '../zh-CN/sign';
import zhTW from '../zh-TW/sign';
import { registerCatalogues } from './register';

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR, 'id-ID': idID };

registerCatalogues(catalogues);
