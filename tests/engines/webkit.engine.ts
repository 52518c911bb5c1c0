import { describeEditorOnAPhone } from './editor-on-a-phone'
import { describeEngine } from './journeys'

describeEngine('WebKit')
describeEditorOnAPhone('WebKit')
