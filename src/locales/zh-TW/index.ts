import app from './zh-TW/app';
import common from './zh-TW/common';
import component from './zh-TW/component';
import menu from './zh-TW/menu';
import pages from './zh-TW/pages';
import request from './zh-TW/request';
import validation from './zh-TW/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...common };
