import app from './en-US/app';
import component from './en-US/component';
import contract from './en-US/contract';
import menu from './en-US/menu';
import pages from './en-US/pages';
import organisation from './en-US/organisation';
import request from './en-US/request';
import validation from './en-US/validation';

export default { ...app, ...menu, ...request, ...component, ...pages, ...validation, ...organisation, ...contract };
