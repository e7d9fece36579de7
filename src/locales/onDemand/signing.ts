/** The public pages' messages (/signing/:token and /verify), added when one of those pages loads. */
import enUS from '../en-US/signing';
import idID from '../id-ID/signing';
import ptBR from '../pt-BR/signing';
import zhCN from '../zh-CN/signing';
import zhTW from '../zh-TW/signing';
import { registerCatalogues } from './register';

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR, 'id-ID': idID };

registerCatalogues(catalogues);
