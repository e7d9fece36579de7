import app from './zh-CN/app';
import component from './zh-CN/component';
import menu from './zh-CN/menu';
import pages from './zh-CN/pages';
import request from './zh-CN/request';

export default { ...app, ...menu, ...request, ...component, ...pages };
