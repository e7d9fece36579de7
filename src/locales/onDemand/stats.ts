/** The statistics page's messages, added when /stats loads. */
import enUS from '../en-US/stats';
import idID from '../id-ID/stats';
import ptBR from '../pt-BR/stats';
import zhCN from '../zh-CN/stats';
import zhTW from '../zh-TW/stats';
import { registerCatalogues } from './register';

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR, 'id-ID': idID };

registerCatalogues(catalogues);
