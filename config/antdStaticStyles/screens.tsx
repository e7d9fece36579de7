/**
 * What the first screens draw, for config/antdStaticStyles/render.ts to make antd's styles of:
 * the login form, the shell as src/app.tsx's layout configures it, and a list
 * (src/components/ListTable) in it. It stands for those screens; it is not the app. A style
 * missing here is made in the browser as before, and tests/e2e/shell.test.mjs notices.
 */
import { DefaultFooter, PageContainer, ProLayout } from '@ant-design/pro-components';
import {
  AutoComplete,
  Badge,
  Button,
  Checkbox,
  Col,
  ConfigProvider,
  Dropdown,
  Flex,
  Form,
  Input,
  message,
  Popconfirm,
  Popover,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import defaultSettings, { antdTheme } from '../defaultSettings';

/** Any text: only the styles matter. */
const x = 'x';

/** Outside the shell: the login page. */
const LoginScreen = () => (
  <Flex vertical>
    <Form size="large">
      <Form.Item>
        <Input prefix={x} />
      </Form.Item>
      <Form.Item>
        <Checkbox>{x}</Checkbox>
      </Form.Item>
      <Row>
        <Col span={12}>
          <Button type="primary" block>
            {x}
          </Button>
        </Col>
      </Row>
    </Form>
  </Flex>
);

/** The header's actions (src/components/RightContent): search, notices, language, avatar menu. */
const HeaderActions = () => (
  <Space>
    <AutoComplete>
      <Input size="small" />
    </AutoComplete>
    <Popover content={x}>
      <Badge count={1} size="small">
        <span />
      </Badge>
    </Popover>
    <Dropdown menu={{ items: [] }}>
      <span />
    </Dropdown>
  </Space>
);

/** A list page (src/components/ListTable): filter bar, toolbar, table, paging. */
const ListScreen = () => (
  <>
    <Form layout="inline">
      <Form.Item label={x}>
        <Input />
      </Form.Item>
      <Form.Item label={x}>
        <Select />
      </Form.Item>
      <Space>
        <Button type="primary">{x}</Button>
        <Button>{x}</Button>
      </Space>
    </Form>
    <Space>
      <Tooltip title={x}>
        <Button type="text" size="small" />
      </Tooltip>
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Popover content={x}>
        <Checkbox />
      </Popover>
    </Space>
    <Table
      size="middle"
      columns={[{ title: x, dataIndex: x, sorter: true }]}
      dataSource={[{ key: 1, x }]}
      pagination={{ total: 100, showSizeChanger: true }}
    />
    <Space>
      <Badge status="success" text={x} />
      <Tag>{x}</Tag>
      {/* A coloured tag (a prevented employee's) and a status colour each have a style of their own. */}
      <Tag color="blue">{x}</Tag>
      <Tag color="success">{x}</Tag>
      <Typography.Link>{x}</Typography.Link>
      <Popconfirm title={x}>
        <span />
      </Popconfirm>
      <Spin />
    </Space>
    <message._InternalPanelDoNotUseOrYouWillBeFired content={x} />
  </>
);

/** The shell as src/app.tsx's layout configures it. */
const Shell = () => (
  <ProLayout
    {...defaultSettings}
    route={{ path: '/', routes: [{ path: '/a', name: x }] }}
    location={{ pathname: '/a' }}
    avatarProps={{ children: x, title: x, render: (_, avatar) => <Dropdown menu={{ items: [] }}>{avatar}</Dropdown> }}
    actionsRender={() => [<HeaderActions key="actions" />]}
    footerRender={() => <DefaultFooter copyright={x} links={[{ key: x, title: x, href: '/' }]} />}
  >
    <PageContainer>
      <ListScreen />
    </PageContainer>
  </ProLayout>
);

/** The first screens, with the app's antd theme. */
export const FirstScreens = () => (
  <ConfigProvider theme={antdTheme}>
    <LoginScreen />
    <Shell />
  </ConfigProvider>
);
