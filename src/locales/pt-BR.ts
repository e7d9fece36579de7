import app from './pt-BR/app';
import component from './pt-BR/component';
import menu from './pt-BR/menu';
import pages from './pt-BR/pages';
import request from './pt-BR/request';

export default { ...app, ...menu, ...request, ...component, ...pages };
