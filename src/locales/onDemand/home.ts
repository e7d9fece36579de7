/** The home page's messages (figures, activity, quick actions), added when /home loads. */
import enUS from '../en-US/home';
import idID from '../id-ID/home';
import ptBR from '../pt-BR/home';
import zhCN from '../zh-CN/home';
import zhTW from '../zh-TW/home';
import { registerCatalogues } from './register';

export const catalogues = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR, 'id-ID': idID };

registerCatalogues(catalogues);
