import app from './pt-BR/app';
import common from './pt-BR/common';
import component from './pt-BR/component';
import menu from './pt-BR/menu';
import pages from './pt-BR/pages';
import request from './pt-BR/request';
import validation from './pt-BR/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...common };
