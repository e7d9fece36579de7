import app from './zh-TW/app';
import component from './zh-TW/component';
import contract from './zh-TW/contract';
import menu from './zh-TW/menu';
import pages from './zh-TW/pages';
import organisation from './zh-TW/organisation';
import request from './zh-TW/request';
import validation from './zh-TW/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...organisation, ...contract };
