print("stretchy 0.1.0")
