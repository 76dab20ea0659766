// expected-error: 2:57: unknown activity 'enzyme_sideways'
func.func private @f() attributes {a = #enzyme<activity enzyme_sideways>}