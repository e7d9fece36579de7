import app from './pt-BR/app';
import component from './pt-BR/component';
import contract from './pt-BR/contract';
import menu from './pt-BR/menu';
import pages from './pt-BR/pages';
import organisation from './pt-BR/organisation';
import request from './pt-BR/request';
import validation from './pt-BR/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...organisation, ...contract };
