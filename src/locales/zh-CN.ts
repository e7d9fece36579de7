import app from './zh-CN/app';
import component from './zh-CN/component';
import contract from './zh-CN/contract';
import menu from './zh-CN/menu';
import pages from './zh-CN/pages';
import organisation from './zh-CN/organisation';
import request from './zh-CN/request';
import validation from './zh-CN/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...organisation, ...contract };
