/** Batch signing's and scheduled sends' messages (/batchSign, /advanceSend), added when one of those pages loads. */
import enUS from '../en-US/batch';
import idID from '../id-ID/batch';
import ptBR from '../pt-BR/batch';
import zhCN from '../zh-CN/batch';
import zhTW from '../zh-TW/batch';
import { registerCatalogues } from './register';

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR, 'id-ID': idID };

registerCatalogues(catalogues);
