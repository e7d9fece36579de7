import app from './id-ID/app';
import component from './id-ID/component';
import contract from './id-ID/contract';
import menu from './id-ID/menu';
import pages from './id-ID/pages';
import organisation from './id-ID/organisation';
import request from './id-ID/request';
import validation from './id-ID/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...organisation, ...contract };
