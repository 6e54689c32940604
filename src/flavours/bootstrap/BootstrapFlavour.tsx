import { bootstrapControlClassnames, bootstrapControlElements } from '@react-querybuilder/bootstrap';
import bootstrapCss from 'bootstrap/dist/css/bootstrap.min.css?scope=rqb-flavour-bootstrap&demo-stylesheet';
import bootstrapIconsCss from 'bootstrap-icons/font/bootstrap-icons.min.css?scope=rqb-flavour-bootstrap&demo-stylesheet';
import type { FlavourModule } from '../types';
import { BootstrapLabelledValueEditor } from './BootstrapLabelledValueEditor';

const bootstrapFlavourModule: FlavourModule = {
  // Bootstrap 5.3 switches its colour mode with data-bs-theme on any ancestor.
  Provider: ({ colorMode, children }) => (
    <div className="rqb-flavour-bootstrap" data-bs-theme={colorMode}>
      {children}
    </div>
  ),
  controlElements: { ...bootstrapControlElements, valueEditor: BootstrapLabelledValueEditor },
  controlClassnames: bootstrapControlClassnames,
  stylesheets: [bootstrapCss, bootstrapIconsCss],
};

export default bootstrapFlavourModule;
