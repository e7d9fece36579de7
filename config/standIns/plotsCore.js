/**
 * Stands in for @ant-design/plots' map of chart types where its chart component reads it
 * (index.ts): the map imported all 34 types (sankey, treemap, venn, word clouds, maps...) with
 * what they draw with, though /stats draws four. Only the types named here can be drawn;
 * tests/web/stand-ins.test.ts checks that the app imports no other.
 */
import { Base } from '@ant-design/plots/es/core/plots/base';
import { Bar } from '@ant-design/plots/es/core/plots/bar';
import { Column } from '@ant-design/plots/es/core/plots/column';
import { Line } from '@ant-design/plots/es/core/plots/line';
import { Pie } from '@ant-design/plots/es/core/plots/pie';

export const Plots = { Base, Line, Column, Pie, Bar };
