import app from './zh-CN/app';
import common from './zh-CN/common';
import component from './zh-CN/component';
import menu from './zh-CN/menu';
import pages from './zh-CN/pages';
import request from './zh-CN/request';
import validation from './zh-CN/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...common };
