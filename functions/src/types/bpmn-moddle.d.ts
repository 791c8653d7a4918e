// bpmn-moddle's types live with shared's XML transforms, which use the package too.
/// <reference path="../../../shared/src/types/bpmn-moddle.d.ts" />
