/// The project's tests use the public testing helpers through this module.
@_exported public import RouterTesting
