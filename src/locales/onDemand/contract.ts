/** The contract screens' messages, added when one of those screens loads. */
import enUS from '../en-US/contract';
import idID from '../id-ID/contract';
import ptBR from '../pt-BR/contract';
import zhCN from '../zh-CN/contract';
import zhTW from '../zh-TW/contract';
import { registerCatalogues } from './register';

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR, 'id-ID': idID };

registerCatalogues(catalogues);
