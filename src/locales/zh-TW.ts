import app from './zh-TW/app';
import component from './zh-TW/component';
import menu from './zh-TW/menu';
import pages from './zh-TW/pages';
import request from './zh-TW/request';

export default { ...app, ...menu, ...request, ...component, ...pages };
