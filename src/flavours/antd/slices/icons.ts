export {
  CloseOutlined,
  CopyOutlined,
  DownOutlined,
  HolderOutlined,
  LockOutlined,
  UnlockOutlined,
  UpOutlined,
} from '@ant-design/icons';
